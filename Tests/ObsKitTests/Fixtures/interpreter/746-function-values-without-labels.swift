// Functions passed as values lose their labels: `filter(list, by: isEven)`, stored in a dictionary,
// returned from a function. Expected output from swiftc 6.3.1 on Linux.
func isEven(_ n: Int) -> Bool { n % 2 == 0 }
func isBig(number n: Int) -> Bool { n > 10 }
func filter(_ list: [Int], by keep: (Int) -> Bool) -> [Int] { list.filter(keep) }

let numbers = [3, 8, 12, 15, 20]
print(filter(numbers, by: isEven))
print(filter(numbers, by: isBig(number:)))
let checks: [String: (Int) -> Bool] = ["even": isEven, "big": isBig]
for name in checks.keys.sorted() { print(name, numbers.filter(checks[name]!)) }
func pick(_ wantEven: Bool) -> (Int) -> Bool { wantEven ? isEven : isBig }
print(pick(false)(11))

// expect: [8, 12, 20]
// expect: [12, 15, 20]
// expect: big [12, 15, 20]
// expect: even [8, 12, 20]
// expect: true
