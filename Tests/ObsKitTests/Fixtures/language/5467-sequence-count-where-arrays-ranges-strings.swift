// Swift Evolution style (SE-0220): Sequence.count(where:) on arrays, ranges, strings and lazy sequences
let numbers = [3, 8, 15, 22, 7, 10, 1]
print(numbers.count(where: { $0 % 2 == 0 }))
print(numbers.count { $0 > 100 })
print((1...100).count(where: { $0 % 7 == 0 }))
print("Mississippi".count(where: { $0 == "s" }))

struct Task0 { var title: String; var done: Bool }
let todo = [Task0(title: "a", done: true), Task0(title: "b", done: false), Task0(title: "c", done: true)]
print("done:", todo.count(where: \.done), "open:", todo.count { !$0.done })

var evaluated = 0
let lazyCount = numbers.lazy.map { n -> Int in evaluated += 1; return n * n }.count(where: { $0 > 50 })
print(lazyCount, evaluated)
print([String]().count(where: { _ in true }))

// expect: 3
// expect: 0
// expect: 14
// expect: 4
// expect: done: 2 open: 1
// expect: 4 7
// expect: 0
