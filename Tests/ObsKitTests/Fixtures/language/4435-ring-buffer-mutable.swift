// App code style: fixed-size ring buffer as a MutableCollection + RandomAccessCollection
struct RingBuffer<Element>: RandomAccessCollection, MutableCollection {
    private var storage: [Element]
    private var head: Int = 0

    init(_ elements: [Element]) {
        storage = elements
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }

    subscript(position: Int) -> Element {
        get { storage[(head + position) % storage.count] }
        set { storage[(head + position) % storage.count] = newValue }
    }

    mutating func rotate(by n: Int) {
        guard !storage.isEmpty else { return }
        head = (head + n) % storage.count
    }

    mutating func overwriteOldest(with value: Element) {
        storage[head] = value
        head = (head + 1) % storage.count
    }
}

var temps = RingBuffer([21, 19, 24, 18, 22])
print(Array(temps))
temps.rotate(by: 2)
print(Array(temps))
print(temps.first!, temps.last!)

temps.overwriteOldest(with: 30)
print(Array(temps))
temps.overwriteOldest(with: 31)
print(Array(temps))

temps[0] = 5
print(Array(temps))

temps.sort()
print("sorted:", Array(temps))

temps.reverse()
print("reversed:", Array(temps))

temps.swapAt(0, 4)
print("swapped:", Array(temps))

let idx = temps.partition { $0 > 20 }
print("partition index:", idx)
print("low:", temps[..<idx].sorted(), "high:", temps[idx...].sorted())

for i in temps.indices {
    temps[i] *= 2
}
print(Array(temps))

var names = RingBuffer(["delta", "alpha", "echo", "charlie", "bravo"])
names.rotate(by: 3)
print(Array(names))
names.sort(by: >)
print(Array(names))
print(names[1...3].joined(separator: "+"))

print(names.index(names.startIndex, offsetBy: 4))
print(names.distance(from: 1, to: 4))
print(names.randomAccessCount())

extension RandomAccessCollection {
    func randomAccessCount() -> Int {
        return distance(from: startIndex, to: endIndex)
    }
}

var slice = names[1..<4]
slice[1] = "ZULU"
print(Array(slice), slice.startIndex)
print(Array(names))

// expect: [21, 19, 24, 18, 22]
// expect: [24, 18, 22, 21, 19]
// expect: 24 19
// expect: [18, 22, 21, 19, 30]
// expect: [22, 21, 19, 30, 31]
// expect: [5, 21, 19, 30, 31]
// expect: sorted: [5, 19, 21, 30, 31]
// expect: reversed: [31, 30, 21, 19, 5]
// expect: swapped: [5, 30, 21, 19, 31]
// expect: partition index: 2
// expect: low: [5, 19] high: [21, 30, 31]
// expect: [10, 38, 42, 60, 62]
// expect: ["charlie", "bravo", "delta", "alpha", "echo"]
// expect: ["echo", "delta", "charlie", "bravo", "alpha"]
// expect: delta+charlie+bravo
// expect: 4
// expect: 3
// expect: 5
// expect: ["ZULU", "charlie", "bravo"] 1
// expect: ["echo", "delta", "charlie", "bravo", "alpha"]
