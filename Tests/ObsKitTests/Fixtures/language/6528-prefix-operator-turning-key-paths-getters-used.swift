// Point-Free style (key paths as functions): a prefix ^ operator turning key paths into getters, used with map, sorted and a comparator builder
prefix operator ^
prefix func ^ <Root, Value>(kp: KeyPath<Root, Value>) -> (Root) -> Value {
    { $0[keyPath: kp] }
}

func their<Root, Value: Comparable>(_ f: @escaping (Root) -> Value, _ order: @escaping (Value, Value) -> Bool = (<)) -> (Root, Root) -> Bool {
    { order(f($0), f($1)) }
}

func combine<A>(_ fs: [(A, A) -> Bool]) -> (A, A) -> Bool {
    return { lhs, rhs in
        for f in fs {
            if f(lhs, rhs) { return true }
            if f(rhs, lhs) { return false }
        }
        return false
    }
}

struct Episode {
    let number: Int
    let title: String
    let minutes: Int
    let free: Bool
}

let episodes = [
    Episode(number: 1, title: "Functions", minutes: 25, free: true),
    Episode(number: 2, title: "Side Effects", minutes: 40, free: true),
    Episode(number: 3, title: "UIKit Styling", minutes: 30, free: false),
    Episode(number: 4, title: "Algebraic Data Types", minutes: 40, free: false),
    Episode(number: 5, title: "Higher-Order Functions", minutes: 25, free: false),
]

print(episodes.map(^\.title))
print(episodes.map(^\.title.count))
print(episodes.filter(^\.free).map(^\.number))
print(episodes.sorted(by: their(^\.minutes)).map(^\.number))
print(episodes.sorted(by: their(^\.title, >)).map(^\.title.first!))
print(episodes.sorted(by: combine([their(^\.minutes, >), their(^\.title)])).map(^\.number))
print(episodes.map(^\.minutes).reduce(0, +))
print(episodes.max(by: their(^\.title.count))?.title ?? "-")

let byLength: (Episode) -> Int = ^\.title.count
print(Dictionary(grouping: episodes, by: ^\.minutes).mapValues { $0.map(byLength) }.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

// expect: ["Functions", "Side Effects", "UIKit Styling", "Algebraic Data Types", "Higher-Order Functions"]
// expect: [9, 12, 13, 20, 22]
// expect: [1, 2]
// expect: [1, 5, 3, 2, 4]
// expect: ["U", "S", "H", "F", "A"]
// expect: [4, 2, 3, 1, 5]
// expect: 160
// expect: Higher-Order Functions
// expect: ["25:[9, 22]", "30:[13]", "40:[12, 20]"]
