// do/catch inside loops with continue and break, defer ordering, errors escaping nested loops
enum StepError: Error { case skip(Int), stop(Int), fatal }

func step(_ i: Int) throws -> Int {
    if i % 4 == 0 { throw StepError.skip(i) }
    if i == 7 { throw StepError.stop(i) }
    return i * i
}

var collected: [Int] = []
for i in 1...10 {
    defer { if i % 3 == 0 { print("defer at", i) } }
    do {
        let v = try step(i)
        collected.append(v)
    } catch StepError.skip(let n) {
        print("skip", n)
        continue
    } catch StepError.stop(let n) {
        print("stop", n)
        break
    } catch {
        print("other")
    }
    print("after do", i)
}
print(collected)

func search(_ grid: [[Int]], target: Int) throws -> (Int, Int)? {
    for (r, row) in grid.enumerated() {
        for (c, v) in row.enumerated() {
            if v < 0 { throw StepError.fatal }
            if v == target { return (r, c) }
        }
    }
    return nil
}
let grid = [[1, 2], [3, 4], [5, -1]]
for t in [4, 9, 5] {
    do {
        if let pos = try search(grid, target: t) { print("found", t, "at", pos) }
        else { print("not found", t) }
    } catch {
        print("grid error while looking for", t)
    }
}

var attempts = 0
var result: Int? = nil
while result == nil {
    attempts += 1
    do {
        if attempts < 3 { throw StepError.skip(attempts) }
        result = attempts * 100
    } catch {
        print("retry after", error)
    }
}
print("result", result!, "attempts", attempts)
var n = 0
repeat {
    n += 1
    guard (try? step(n)) != nil else { print("nil at", n); continue }
} while n < 5
print("n", n)

// expect: after do 1
// expect: after do 2
// expect: after do 3
// expect: defer at 3
// expect: skip 4
// expect: after do 5
// expect: after do 6
// expect: defer at 6
// expect: stop 7
// expect: [1, 4, 9, 25, 36]
// expect: found 4 at (1, 1)
// expect: grid error while looking for 9
// expect: found 5 at (2, 0)
// expect: retry after skip(1)
// expect: retry after skip(2)
// expect: result 300 attempts 3
// expect: nil at 4
// expect: n 5
