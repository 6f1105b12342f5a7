// Swift book style (Opaque and Boxed Protocol Types): some vs any, returning some and primary associated types
protocol Drawing {
    func render() -> [String]
}

struct Bar: Drawing {
    let width: Int
    func render() -> [String] { [String(repeating: "=", count: width)] }
}

struct Stacked<Top: Drawing, Bottom: Drawing>: Drawing {
    let top: Top
    let bottom: Bottom
    func render() -> [String] { top.render() + bottom.render() }
}

struct Framed<Inner: Drawing>: Drawing {
    let inner: Inner
    func render() -> [String] {
        inner.render().map { "|" + $0 + "|" }
    }
}

func makeTower(_ n: Int) -> some Drawing {
    Framed(inner: Stacked(top: Bar(width: n), bottom: Bar(width: n + 2)))
}

let tower = makeTower(3)
for line in tower.render() { print(line) }

func anyDrawings() -> [any Drawing] {
    [Bar(width: 2), Framed(inner: Bar(width: 1)), makeTower(1)]
}
for d in anyDrawings() {
    print(type(of: d), d.render().count)
}

func lines(_ d: some Drawing) -> Int { d.render().count }
print(lines(tower), lines(Bar(width: 9)))

protocol Bin<Item> {
    associatedtype Item
    var contents: [Item] { get }
}
struct Box<T>: Bin {
    var contents: [T]
}
struct Pocket: Bin {
    var contents: [Int] { [7, 8] }
}

func firstInts(_ bins: [any Bin<Int>]) -> [Int] {
    bins.compactMap { $0.contents.first }
}
print(firstInts([Box(contents: [3, 4]), Pocket(), Box(contents: [])]))

func strings() -> some Bin<String> {
    Box(contents: ["x", "y"])
}
print(strings().contents.joined(separator: "+"))

func eval(_ b: any Bin<Double>) -> Double {
    b.contents.reduce(0, +)
}
print(eval(Box(contents: [1.25, 2.5])))

let opened: any Drawing = Stacked(top: Bar(width: 1), bottom: Bar(width: 2))
print(lines(opened))

// expect: |===|
// expect: |=====|
// expect: Bar 1
// expect: Framed<Bar> 1
// expect: Framed<Stacked<Bar, Bar>> 2
// expect: 2 1
// expect: [3, 7]
// expect: x+y
// expect: 3.75
// expect: 2
