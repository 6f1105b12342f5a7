// An ArraySlice keeps the indices of its array: startIndex, subscripts by the base's positions, firstIndex, and Array(slice) starting at 0.
// Expected output: swiftc 6.3.1 on this machine.
let days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
let weekend = days[5...]
print(weekend, weekend.startIndex, weekend.endIndex, weekend[5], type(of: weekend))
let midweek = days[1..<4]
print(midweek.firstIndex(of: "wed")!, midweek.indices, midweek.count)
let copy = Array(midweek)
print(copy, copy.startIndex, copy[0])
print(midweek.map { $0.uppercased() }, midweek.contains("mon"))
print([midweek, weekend])

// expect: ["sat", "sun"] 5 7 sat ArraySlice<String>
// expect: 2 1..<4 3
// expect: ["tue", "wed", "thu"] 0 tue
// expect: ["TUE", "WED", "THU"] false
// expect: [ArraySlice(["tue", "wed", "thu"]), ArraySlice(["sat", "sun"])]
