// Q&A style (closures in a loop all print the same value?): for-in binds a fresh constant per iteration, while loops do not
var printers: [() -> String] = []
for i in 1...3 {
    printers.append { "for-in sees \(i)" }
}
for p in printers { print(p()) }

var whilePrinters: [() -> String] = []
var j = 1
while j <= 3 {
    whilePrinters.append { "while sees \(j)" }
    j += 1
}
for p in whilePrinters { print(p()) }

// The answer's fix: copy the variable into a capture list.
var fixed: [() -> String] = []
var k = 1
while k <= 3 {
    fixed.append { [k] in "capture list sees \(k)" }
    k += 1
}
for p in fixed { print(p()) }

// A shared counter mutated by every closure.
var total = 0
let adders = (1...3).map { n in { total += n } }
adders.forEach { $0() }
adders[2]()
print("total:", total)

// expect: for-in sees 1
// expect: for-in sees 2
// expect: for-in sees 3
// expect: while sees 4
// expect: while sees 4
// expect: while sees 4
// expect: capture list sees 1
// expect: capture list sees 2
// expect: capture list sees 3
// expect: total: 9
