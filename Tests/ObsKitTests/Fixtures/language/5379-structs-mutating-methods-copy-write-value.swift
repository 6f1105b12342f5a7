// Hacking with Swift style: structs with mutating methods and copy-on-write value semantics observed through prints
struct Counter {
    var counts: [String: Int] = [:]
    var history: [String] = []

    mutating func record(_ word: String) {
        counts[word, default: 0] += 1
        history.append(word)
    }

    mutating func reset() {
        self = Counter()
    }

    func summary() -> String {
        counts.keys.sorted().map { "\($0)=\(counts[$0]!)" }.joined(separator: " ")
    }
}

var a = Counter()
for w in ["b", "a", "b", "c", "b"] { a.record(w) }
var b = a
b.record("a")
print(a.summary(), "|", a.history.count)
print(b.summary(), "|", b.history.count)
b.reset()
print(a.summary(), "|", b.summary().isEmpty)

var arr1 = [1, 2, 3]
var arr2 = arr1
arr2.append(4)
arr1[0] = 100
print(arr1, arr2)

struct Wrapper { var items: [Int] }
var w1 = Wrapper(items: [1])
var w2 = w1
w2.items.append(2)
w1.items[0] = 9
print(w1.items, w2.items)

var nested = [[1, 2], [3]]
var copy = nested
copy[0].append(99)
print(nested, copy)
var s1 = "abc"
var s2 = s1
s2 += "d"
print(s1, s2)

// expect: a=1 b=3 c=1 | 5
// expect: a=2 b=3 c=1 | 6
// expect: a=1 b=3 c=1 | true
// expect: [100, 2, 3] [1, 2, 3, 4]
// expect: [9] [1, 2]
// expect: [[1, 2], [3]] [[1, 2, 99], [3]]
// expect: abc abcd
