// Compiler test style: closures capturing var by reference and mutating it later
func makeCounter(start: Int) -> (increment: () -> Int, reset: () -> Void) {
  var count = start
  let inc = { () -> Int in
    count += 1
    return count
  }
  let reset = { count = start }
  return (inc, reset)
}

let counter = makeCounter(start: 10)
print(counter.increment(), counter.increment())
counter.reset()
print(counter.increment())

var total = 0
let addToTotal: (Int) -> Void = { total += $0 }
addToTotal(5)
addToTotal(7)
print("total:", total)
total = 100
addToTotal(1)
print("total after reassign:", total)

var message = "start"
let captureList = { [message] in print("captured copy:", message) }
let captureRef = { print("captured ref:", message) }
message = "changed"
captureList()
captureRef()

var handlers: [() -> Void] = []
for i in 1...3 {
  var local = i * 10
  handlers.append {
    local += 1
    print("handler \(i): \(local)")
  }
}
handlers[0]()
handlers[0]()
handlers[2]()

struct Box { var items: [Int] = [] }
var box = Box()
let pushItem = { (n: Int) in box.items.append(n) }
pushItem(1)
pushItem(2)
let frozen = box
pushItem(3)
print("box:", box.items, "frozen:", frozen.items)
// expect: 11 12
// expect: 11
// expect: total: 12
// expect: total after reassign: 101
// expect: captured copy: start
// expect: captured ref: changed
// expect: handler 1: 11
// expect: handler 1: 12
// expect: handler 3: 31
// expect: box: [1, 2, 3] frozen: [1, 2]
