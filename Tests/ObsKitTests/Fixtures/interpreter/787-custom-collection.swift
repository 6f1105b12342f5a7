// A Collection of the script's own (start and end indices, `index(after:)`, a subscript): for-in, `count`,
// `first`, `contains` and `map` come from the library. Expected output from swiftc 6.3.1 on Linux.
struct Week: Collection {
    let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    var startIndex: Int { 0 }
    var endIndex: Int { names.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { names[i] }
}
let week = Week()
print(week.count, week.first!, week[4], week.contains("Sun"))
print(week.map { $0.prefix(1) }.joined())
var weekend: [String] = []
for day in week where day.hasPrefix("S") { weekend.append(day) }
print(weekend)

// expect: 7 Mon Fri true
// expect: MTWTFSS
// expect: ["Sat", "Sun"]
