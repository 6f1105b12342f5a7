// Swift book style (Closures): closure expression syntax shortened step by step, trailing closures
let rivers = ["Nile", "Amazon", "Yangtze", "Danube", "Volga"]
func backward(_ a: String, _ b: String) -> Bool { a > b }
print(rivers.sorted(by: backward))
print(rivers.sorted(by: { (a: String, b: String) -> Bool in return a > b }))
print(rivers.sorted(by: { a, b in a > b }))
print(rivers.sorted(by: { $0 > $1 }))
print(rivers.sorted(by: >))
print(rivers.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })

let digitWords = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four",
                  5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
let numbers = [16, 58, 510, 7]
let spelled = numbers.map { (number) -> String in
    var n = number
    var out = ""
    repeat {
        out = digitWords[n % 10]! + out
        n /= 10
    } while n > 0
    return out
}
print(spelled)

func fetchBoth(_ first: () -> String, then second: () -> String) {
    print(first() + " & " + second())
}
fetchBoth {
    "picture"
} then: {
    "caption"
}
let total = (1...5).reduce(0) { $0 + $1 * $1 }
print("sum of squares \(total)")

// expect: ["Yangtze", "Volga", "Nile", "Danube", "Amazon"]
// expect: ["Yangtze", "Volga", "Nile", "Danube", "Amazon"]
// expect: ["Yangtze", "Volga", "Nile", "Danube", "Amazon"]
// expect: ["Yangtze", "Volga", "Nile", "Danube", "Amazon"]
// expect: ["Yangtze", "Volga", "Nile", "Danube", "Amazon"]
// expect: ["Nile", "Volga", "Amazon", "Danube", "Yangtze"]
// expect: ["OneSix", "FiveEight", "FiveOneZero", "Seven"]
// expect: picture & caption
// expect: sum of squares 55
