// Swift by Sundell style (lazy sequences): a lazy map/filter chain whose closures print, showing evaluation order
let numbers = [1, 2, 3, 4, 5, 6, 7, 8]

let pipeline = numbers.lazy
    .map { n -> Int in
        print("map \(n)")
        return n * n
    }
    .filter { n -> Bool in
        print("filter \(n)")
        return n % 2 == 0
    }

print("nothing evaluated yet")
if let first = pipeline.first {
    print("first even square: \(first)")
}
print("prefix(2):")
for value in pipeline.prefix(2) {
    print("got \(value)")
}
let eager = numbers.map { $0 * 2 }.filter { $0 > 10 }
print("eager: \(eager)")

// expect: nothing evaluated yet
// expect: map 1
// expect: filter 1
// expect: map 2
// expect: filter 4
// expect: map 2
// expect: first even square: 4
// expect: prefix(2):
// expect: map 1
// expect: filter 1
// expect: map 2
// expect: filter 4
// expect: map 3
// expect: filter 9
// expect: map 4
// expect: filter 16
// expect: map 5
// expect: filter 25
// expect: map 6
// expect: filter 36
// expect: map 1
// expect: filter 1
// expect: map 2
// expect: filter 4
// expect: map 2
// expect: filter 4
// expect: got 4
// expect: map 3
// expect: filter 9
// expect: map 4
// expect: filter 16
// expect: got 16
// expect: map 5
// expect: filter 25
// expect: eager: [12, 14, 16]
