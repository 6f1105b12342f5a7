// Small CLI style (device registry): UUID(uuidString:) of fixed strings, uuidString, NSNumber values and a sorted listing
import Foundation

struct Device {
    let id: UUID
    let name: String
    let battery: NSNumber
}

let rawIDs = [
    ("e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "thermostat", 87),
    ("7B0D3C1A-0000-4000-8000-000000000001", "door-lock", 12),
    ("not-a-uuid", "ghost", 50),
    ("00000000-0000-0000-0000-000000000000", "hub", 100),
]

var devices: [Device] = []
for (raw, name, level) in rawIDs {
    guard let id = UUID(uuidString: raw) else {
        print("skipping \(name): bad id \(raw)")
        continue
    }
    devices.append(Device(id: id, name: name, battery: NSNumber(value: level)))
}

for d in devices.sorted(by: { $0.id.uuidString < $1.id.uuidString }) {
    let low = d.battery.intValue < 20 ? " LOW" : ""
    print("\(d.id.uuidString)  \(d.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(d.battery)%\(low)")
}

let a = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
print("case-insensitive equal:", a == devices[0].id)
print("short id:", String(a.uuidString.prefix(8)).lowercased())
let bytes = withUnsafeBytes(of: a.uuid) { Array($0) }
print("first bytes:", bytes.prefix(4).map { String(format: "%02x", $0) }.joined())

let n = NSNumber(value: 3.75)
print(n.intValue, n.doubleValue, n.stringValue, n.boolValue)
let flag = NSNumber(value: true)
print(flag, flag.intValue)
let nums: [NSNumber] = [5, 2.5, 10]
let total = nums.reduce(0.0) { $0 + $1.doubleValue }
print("sum:", total, "max:", nums.map { $0.doubleValue }.max()!)
print(NSNumber(value: 42).compare(NSNumber(value: 7)) == .orderedDescending)
print(NSNumber(value: Int64(9_000_000_000)).int64Value / 1000)

// expect: skipping ghost: bad id not-a-uuid
// expect: 00000000-0000-0000-0000-000000000000  hub        100%
// expect: 7B0D3C1A-0000-4000-8000-000000000001  door-lock  12% LOW
// expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F  thermostat 87%
// expect: case-insensitive equal: true
// expect: short id: e621e1f8
// expect: first bytes: e621e1f8
// expect: 3 3.75 3.75 true
// expect: 1 1
// expect: sum: 17.5 max: 10.0
// expect: true
// expect: 9000000
