// Apple docs style (TaskGroup as AsyncSequence): for await over child results
struct Repo: Sendable {
    let name: String
    let stars: Int
    let language: String
}

func fetchRepo(_ name: String) async -> Repo {
    await Task.yield()
    let languages = ["Swift", "Rust", "Go"]
    let stars = name.unicodeScalars.map { Int($0.value) }.reduce(0, +) % 1000
    return Repo(name: name, stars: stars, language: languages[name.count % 3])
}

let names = ["swift-nio", "vapor", "tokio", "serde", "hugo", "alamofire", "kingfisher"]

// Build a dictionary from tuples as they arrive.
let starsByName = await withTaskGroup(of: (String, Int).self) { group in
    for name in names {
        group.addTask {
            let repo = await fetchRepo(name)
            return (repo.name, repo.stars)
        }
    }
    var dict: [String: Int] = [:]
    for await (name, stars) in group {
        dict[name] = stars
    }
    return dict
}
for name in starsByName.keys.sorted() {
    print(name, starsByName[name]!)
}

// Group by language, sorting inside each bucket so the output is stable.
let byLanguage = await withTaskGroup(of: Repo.self) { group in
    names.forEach { name in group.addTask { await fetchRepo(name) } }
    var buckets: [String: [String]] = [:]
    for await repo in group {
        buckets[repo.language, default: []].append(repo.name)
    }
    return buckets.mapValues { $0.sorted() }
}
for lang in byLanguage.keys.sorted() {
    print("\(lang): \(byLanguage[lang]!.joined(separator: ", "))")
}

// AsyncSequence operators work on the group, too.
let popular = await withTaskGroup(of: Repo.self) { group in
    names.forEach { name in group.addTask { await fetchRepo(name) } }
    var result: [String] = []
    for await repo in group.filter({ $0.stars > 500 }) {
        result.append(repo.name)
    }
    return result.sorted()
}
print("popular:", popular)

// Returning from inside the loop early; the group waits for the remaining children.
let firstSwift = await withTaskGroup(of: Repo.self) { group -> Bool in
    names.forEach { name in group.addTask { await fetchRepo(name) } }
    for await repo in group where repo.language == "Swift" {
        return true
    }
    return false
}
print("found a Swift repo:", firstSwift)

// expect: alamofire 944
// expect: hugo 435
// expect: kingfisher 66
// expect: serde 531
// expect: swift-nio 928
// expect: tokio 550
// expect: vapor 552
// expect: Go: serde, tokio, vapor
// expect: Rust: hugo, kingfisher
// expect: Swift: alamofire, swift-nio
// expect: popular: ["alamofire", "serde", "swift-nio", "tokio", "vapor"]
// expect: found a Swift repo: true
