// Compiler test style: class-and-protocol composition existentials (Base & Proto) and dispatch
protocol Resettable: AnyObject {
  func reset()
}
protocol Reportable {
  func report() -> String
}

class Gauge {
  var value: Int
  init(_ v: Int) { value = v }
  func read() -> Int { return value }
}

class PressureGauge: Gauge, Resettable, Reportable {
  func reset() {
    print("  PressureGauge.reset from \(value)")
    value = 0
  }
  func report() -> String { return "pressure=\(read())" }
}

class TurboGauge: PressureGauge {
  override func read() -> Int { return value * 10 }
  override func reset() {
    super.reset()
    value = 1
  }
}

class FuelGauge: Gauge, Reportable {
  func report() -> String { return "fuel=\(read())" }
}

func service(_ g: Gauge & Resettable) {
  print("servicing \(type(of: g)) reading \(g.read())")
  g.reset()
  print("  after reset \(g.read())")
}

func collect(_ gs: [Gauge & Reportable]) -> String {
  return gs.map { $0.report() }.joined(separator: "; ")
}

let p = PressureGauge(3)
let t = TurboGauge(4)
let f = FuelGauge(5)

service(p)
service(t)
print(collect([p, t, f]))

let full: [Gauge & Resettable & Reportable] = [PressureGauge(7), TurboGauge(8)]
for g in full {
  g.value += 1
  print(g.report())
  g.reset()
  print(g.report())
}

let all: [Gauge] = [p, t, f]
for g in all {
  if let r = g as? Gauge & Resettable {
    print("\(type(of: g)) is resettable, value \(r.value)")
  } else {
    print("\(type(of: g)) is not resettable")
  }
}

func maybeReport(_ x: AnyObject) -> String {
  if let r = x as? Reportable { return r.report() }
  return "n/a"
}
print(maybeReport(t), maybeReport(Gauge(1)))
let rs: [Resettable] = [t, p]
rs.forEach { $0.reset() }
print(t.read(), p.read())
// expect: servicing PressureGauge reading 3
// expect:   PressureGauge.reset from 3
// expect:   after reset 0
// expect: servicing TurboGauge reading 40
// expect:   PressureGauge.reset from 4
// expect:   after reset 10
// expect: pressure=0; pressure=10; fuel=5
// expect: pressure=8
// expect:   PressureGauge.reset from 8
// expect: pressure=0
// expect: pressure=90
// expect:   PressureGauge.reset from 9
// expect: pressure=10
// expect: PressureGauge is resettable, value 0
// expect: TurboGauge is resettable, value 1
// expect: FuelGauge is not resettable
// expect: pressure=10 n/a
// expect:   PressureGauge.reset from 1
// expect:   PressureGauge.reset from 0
// expect: 10 0
