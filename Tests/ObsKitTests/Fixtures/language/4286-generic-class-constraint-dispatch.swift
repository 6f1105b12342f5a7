// Compiler test style: generics constrained to classes — overridden methods and class members dispatch dynamically
// known-gap: line 12: expected "LoudBand<Drum>", got "LoudBand"
class Instrument {
  class var family: String { return "generic" }
  func play() -> String { return "..." }
  required init() {}
}
class Violin: Instrument {
  override class var family: String { return "strings" }
  override func play() -> String { return "vee" }
}
class Viola: Violin {
  override func play() -> String { return "vaa(" + super.play() + ")" }
}
class Drum: Instrument {
  override class var family: String { return "percussion" }
  override func play() -> String { return "boom" }
}

func perform<T: Instrument>(_ x: T) -> String {
  return "\(T.family)/\(type(of: x).family): \(x.play())"
}

func fresh<T: Instrument>(_ t: T.Type) -> T {
  return t.init()
}

func freshDefault<T: Instrument>() -> T {
  return T()
}

print(perform(Violin()))
print(perform(Viola()))
let asBase: Instrument = Viola()
print(perform(asBase))
print(perform(Drum()))

let v: Violin = fresh(Viola.self)
print(type(of: v), v.play())
let d: Drum = freshDefault()
print(type(of: d), d.play())
let i: Instrument = freshDefault()
print(type(of: i), i.play())

class Band<Lead: Instrument> {
  var lead: Lead
  var backing: [Instrument] = []
  init(lead: Lead) { self.lead = lead }
  func jam() -> [String] {
    return [lead.play()] + backing.map { $0.play() }
  }
  func leadFamily() -> String { return Lead.family }
}

let band = Band(lead: Viola())
band.backing = [Drum(), Violin(), Instrument()]
print(band.jam().joined(separator: " "))
print(band.leadFamily())

let b2 = Band<Violin>(lead: Viola())
print(b2.leadFamily(), b2.lead.play())

class LoudBand<L: Instrument>: Band<L> {
  override func jam() -> [String] {
    return super.jam().map { $0.uppercased() + "!" }
  }
}
let lb: Band<Drum> = LoudBand(lead: Drum())
lb.backing.append(Viola())
print(lb.jam())
print(type(of: lb))

func families(_ xs: [Instrument]) -> String {
  return xs.map { type(of: $0).family }.joined(separator: ",")
}
print(families([Viola(), Drum(), Instrument()]))
// expect: strings/strings: vee
// expect: strings/strings: vaa(vee)
// expect: generic/strings: vaa(vee)
// expect: percussion/percussion: boom
// expect: Viola vaa(vee)
// expect: Drum boom
// expect: Instrument ...
// expect: vaa(vee) boom vee ...
// expect: strings
// expect: strings vaa(vee)
// expect: ["BOOM!", "VAA(VEE)!"]
// expect: LoudBand<Drum>
// expect: strings,percussion,generic
