// Book style (Optional Chaining): optional closures, chaining on Optional enums and nil-coalescing
// known-gap: needs the compiler check (literal types); unchecked: line 6: expected "Optional("ALERT 99.0 on t1")", got "Optional("ALERT 99 on t1")"
class Sensor {
    let id: String
    var reading: Double?
    var onAlert: ((Double) -> String)?
    var linked: Sensor?
    init(id: String, reading: Double? = nil) { self.id = id; self.reading = reading }
    func calibrated(offset: Double) -> Double? { reading.map { $0 + offset } }
}

enum Status {
    case active(Sensor)
    case offline
    var sensor: Sensor? {
        if case .active(let s) = self { return s }
        return nil
    }
}

let s1 = Sensor(id: "t1", reading: 21.5)
let s2 = Sensor(id: "t2")
s1.linked = s2
print(s1.linked?.reading as Any)
print(s1.linked?.calibrated(offset: 1) as Any)
s2.reading = 19
print(s1.linked?.calibrated(offset: 1) as Any)
print(s1.linked?.linked?.id ?? "no second link")
print(s1.onAlert?(99) as Any)
s1.onAlert = { value in "ALERT \(value) on t1" }
print(s1.onAlert?(99) as Any)
if let msg = s1.onAlert?(1.5) { print(msg) }

let statuses: [Status] = [.active(s1), .offline, .active(s2)]
print(statuses.map { $0.sensor?.id ?? "-" })
print(statuses.map { $0.sensor?.reading })
print(statuses.compactMap { $0.sensor?.calibrated(offset: -0.5) })

var registry: [String: Sensor] = ["t1": s1, "t2": s2]
registry["t2"]?.reading? += 2
registry["t3"]?.reading = 0
print(s2.reading as Any, registry["t3"] == nil)
registry["t1"]?.linked?.reading = nil
print(s2.reading as Any)
registry["t1"]?.linked?.reading? += 1
print(s2.reading as Any)

let chain = registry["t1"]?.linked?.linked?.linked?.id
print(chain as Any)
let value = registry["t1"]?.reading ?? registry["t2"]?.reading ?? -1
print(value)
var optionalList: [Int]? = nil
print(optionalList?.count as Any)
optionalList?.append(1)
print(optionalList as Any)
optionalList = []
optionalList?.append(1)
optionalList?.append(2)
print(optionalList as Any, optionalList?.last as Any)
print(optionalList!.map { $0 * 10 })

// expect: nil
// expect: nil
// expect: Optional(20.0)
// expect: no second link
// expect: nil
// expect: Optional("ALERT 99.0 on t1")
// expect: ALERT 1.5 on t1
// expect: ["t1", "-", "t2"]
// expect: [Optional(21.5), nil, Optional(19.0)]
// expect: [21.0, 18.5]
// expect: Optional(21.0) true
// expect: nil
// expect: nil
// expect: nil
// expect: 21.5
// expect: nil
// expect: nil
// expect: Optional([1, 2]) Optional(2)
// expect: [10, 20]
