// Compiler test style: min/max, min(by:)/max(by:) tie-breaking, and on strings and empty collections
let words = ["pear", "fig", "banana", "kiwi", "plum", "date"]
print(words.min()!, words.max()!)
print(words.min(by: { $0.count < $1.count })!)
print(words.max(by: { $0.count < $1.count })!)
// ties: min returns first minimal, max returns last maximal
let ties = ["aa", "bb", "c", "dd", "e"]
print(ties.min(by: { $0.count < $1.count })!, ties.max(by: { $0.count < $1.count })!)
print([Int]().min() as Any, [Int]().max(by: <) as Any)
print("swift".min()!, "swift".max()!)
print([3.5, -2.0, 7.25].max()!, [3, 1, 2].min(by: >)!)
struct Item { let name: String; let price: Int }
let items = [Item(name: "a", price: 5), Item(name: "b", price: 2), Item(name: "c", price: 2), Item(name: "d", price: 9)]
let cheapest = items.min { $0.price < $1.price }!
let priciest = items.max { $0.price < $1.price }!
print(cheapest.name, priciest.name)
print(min(3, 1, 2), max("b", "a", "c"), min(1.5, 1.25))
let pairs = [(1, "z"), (1, "a"), (0, "m")]
print(pairs.min { $0 < $1 }!, pairs.max { $0 < $1 }!)
let scores = ["ann": 88, "bob": 95, "cy": 95, "dee": 70]
let top = scores.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }!
print(top.key, top.value, scores.min { $0.value < $1.value }!.key)
// expect: banana plum
// expect: fig
// expect: banana
// expect: c aa
// expect: nil nil
// expect: f w
// expect: 7.25 3
// expect: b d
// expect: 1 c 1.25
// expect: (0, "m") (1, "z")
// expect: bob 95 dee
