// Swift book style: withTaskGroup collects child results then sorts them
func downloadPhoto(named name: String) async -> String {
    return name.uppercased()
}

let names = ["tulip", "rose", "daisy", "lily", "orchid"]
let photos = await withTaskGroup(of: String.self) { group in
    for name in names {
        group.addTask {
            return await downloadPhoto(named: name)
        }
    }
    var results: [String] = []
    for await photo in group {
        results.append(photo)
    }
    return results
}
for p in photos.sorted() {
    print(p)
}
print("count: \(photos.count)")

let sum = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for i in 1...10 {
        group.addTask { i * i }
    }
    var total = 0
    for await v in group {
        total += v
    }
    return total
}
print("sum of squares: \(sum)")

let pairs = await withTaskGroup(of: (Int, String).self) { group in
    for (i, n) in names.enumerated() {
        group.addTask { (i, String(n.reversed())) }
    }
    var out: [(Int, String)] = []
    while let next = await group.next() {
        out.append(next)
    }
    return out.sorted { $0.0 < $1.0 }
}
for (i, s) in pairs {
    print("\(i): \(s)")
}
// expect: DAISY
// expect: LILY
// expect: ORCHID
// expect: ROSE
// expect: TULIP
// expect: count: 5
// expect: sum of squares: 385
// expect: 0: pilut
// expect: 1: esor
// expect: 2: ysiad
// expect: 3: ylil
// expect: 4: dihcro
