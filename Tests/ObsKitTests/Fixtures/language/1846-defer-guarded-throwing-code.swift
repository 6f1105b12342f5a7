// Compiler test style: defer with throwing code — defers run in reverse order on every exit path, including when an error is thrown mid-function
struct StepFailed: Error { let step: Int }

var journal: [String] = []

func transaction(failingAt failStep: Int?) throws -> String {
    journal.append("begin")
    defer { journal.append("end") }
    for step in 1...3 {
        journal.append("acquire \(step)")
        defer { journal.append("release \(step)") }
        if step == failStep { throw StepFailed(step: step) }
        journal.append("work \(step)")
    }
    return "committed"
}

for failAt in [nil, 2] as [Int?] {
    journal.removeAll()
    do {
        let r = try transaction(failingAt: failAt)
        journal.append("result \(r)")
    } catch let e as StepFailed {
        journal.append("caught step \(e.step)")
    }
    print(journal.joined(separator: ", "))
}

// defer observes the final value of a variable set after it was registered
func lateValue() -> Int {
    var x = 1
    defer { print("defer sees x = \(x)") }
    x = 10
    return x * 2
}
print("returned \(lateValue())")

// A defer inside do-catch runs before the catch handler
func ordering() {
    do {
        defer { print("  inner defer") }
        print("  throwing")
        throw StepFailed(step: 0)
    } catch {
        print("  catch handler")
    }
    print("  after do-catch")
}
print("ordering:")
ordering()

// Cleanup that must not throw: errors inside defer are handled with try?
final class File {
    let name: String
    var open = true
    init(_ name: String) { self.name = name }
    func close() throws {
        guard open else { throw StepFailed(step: -1) }
        open = false
        print("  closed \(name)")
    }
}
func useFile(_ f: File, fail: Bool) throws {
    defer { if (try? f.close()) == nil { print("  close failed for \(f.name)") } }
    if fail { throw StepFailed(step: 99) }
    print("  used \(f.name)")
}
let f1 = File("a.txt")
try? useFile(f1, fail: false)
let f2 = File("b.txt")
do { try useFile(f2, fail: true) } catch { print("  useFile error: step \((error as! StepFailed).step)") }
try? useFile(f2, fail: false)

// expect: begin, acquire 1, work 1, release 1, acquire 2, work 2, release 2, acquire 3, work 3, release 3, end, result committed
// expect: begin, acquire 1, work 1, release 1, acquire 2, release 2, end, caught step 2
// expect: defer sees x = 10
// expect: returned 20
// expect: ordering:
// expect:   throwing
// expect:   inner defer
// expect:   catch handler
// expect:   after do-catch
// expect:   used a.txt
// expect:   closed a.txt
// expect:   closed b.txt
// expect:   useFile error: step 99
// expect:   used b.txt
// expect:   close failed for b.txt
