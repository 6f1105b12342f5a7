// Compiler test style: defer ordering with multiple defers, defers in loops, early return and thrown errors
enum StepError: Error { case failed(Int) }

func process(_ steps: [Int]) throws -> Int {
    defer { print("  outer defer 1") }
    defer { print("  outer defer 2") }
    var total = 0
    for s in steps {
        defer { print("  loop defer \(s)") }
        if s == 0 { continue }
        if s < 0 { throw StepError.failed(s) }
        if s > 100 { return -1 }
        total += s
    }
    defer { print("  late defer total=\(total)") }
    return total
}

for input in [[1, 0, 2], [3, -4, 5], [200]] {
    do {
        let r = try process(input)
        print("result \(r)")
    } catch StepError.failed(let n) {
        print("caught failed \(n)")
    } catch {
        print("other")
    }
}

func valueCapture() -> Int {
    var x = 1
    defer { x = 100; print("  defer set x, returning already computed") }
    return x
}
print("valueCapture:", valueCapture())
// expect:   loop defer 1
// expect:   loop defer 0
// expect:   loop defer 2
// expect:   late defer total=3
// expect:   outer defer 2
// expect:   outer defer 1
// expect: result 3
// expect:   loop defer 3
// expect:   loop defer -4
// expect:   outer defer 2
// expect:   outer defer 1
// expect: caught failed -4
// expect:   loop defer 200
// expect:   outer defer 2
// expect:   outer defer 1
// expect: result -1
// expect:   defer set x, returning already computed
// expect: valueCapture: 1
