// docs/product.md#screens: nine promotional taglines about the branches and drives in Hyderabad.
export const PROMO_TAGLINES = [
  'Pick up at Boduppal, Vanasthalipuram or Dilsukhnagar, or have the car brought to your door.',
  'Weekend at Ramoji Film City? Take a self-drive SUV from any of our three branches.',
  'Late-night drive along Necklace Road: sedans ready round the clock at Dilsukhnagar.',
  'Heading to Srisailam, Warangal or Bidar? Ask about our weekly plans.',
  'Early flight from Shamshabad? Book a car for 4 am, we are open 24/7.',
  'Family darshan at Yadagirigutta: 7-seaters waiting at Vanasthalipuram.',
  'Try an EV on the Outer Ring Road: quiet, smooth and easy on fuel costs.',
  'Monthly plans for the daily commute to HITEC City and Gachibowli.',
  'Biryani run to the Old City? Hatchbacks by the hour from Boduppal.',
] as const;
