/** The audience banner (spec 1, section 1). */
export function LandlordWelcome() {
  return (
    <div className="surface-inverse bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl gap-2 px-4 py-6 sm:px-6">
        <p className="text-sm font-bold tracking-wide text-accent uppercase">Welcome, landlords</p>
        <p className="max-w-3xl text-lg">
          You're in the right place to earn stable income while serving veterans. Score your home, estimate
          your income, get it ready and list it, in five short steps.
        </p>
      </div>
    </div>
  );
}
