// Compiler test style: sequential async functions awaited in a fixed order at top level
func fetchUserID(for name: String) async -> Int {
    return name.count * 7
}

func fetchScore(for id: Int) async -> Int {
    return id % 10 + 90
}

func describe(_ name: String) async -> String {
    let id = await fetchUserID(for: name)
    let score = await fetchScore(for: id)
    return "\(name): id=\(id) score=\(score)"
}

let names = ["Ann", "Brandon", "Cy"]
for name in names {
    let line = await describe(name)
    print(line)
}

let total = await fetchScore(for: 3) + fetchScore(for: 4)
print("total:", total)
// expect: Ann: id=21 score=91
// expect: Brandon: id=49 score=99
// expect: Cy: id=14 score=94
// expect: total: 187
