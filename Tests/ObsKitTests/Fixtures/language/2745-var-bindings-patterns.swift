// Compiler test style: var bindings in patterns, shadowing and mutating bound values locally
enum Job { case build(String, retries: Int), test([String]), idle }

func process(_ job: Job) -> String {
  switch job {
  case .build(var name, var retries):
    name = name.uppercased()
    while retries > 0 { name += "!"; retries -= 1 }
    return name
  case .test(var suites) where !suites.isEmpty:
    suites.sort()
    suites.removeLast()
    return suites.joined(separator: ",")
  case .test:
    return "no tests"
  case .idle:
    return "idle"
  }
}
let job = Job.build("app", retries: 2)
print(process(job), process(.test(["b", "c", "a"])), process(.test([])), process(.idle))
if case .build(let n, _) = job { print("original name unchanged:", n) }

let point = (x: 3, y: 4)
switch point {
case (var x, let y) where x < y:
  x += y
  print("shifted x", x, "y", y)
default: break
}
print(point)

let values: [Int?] = [1, nil, 3]
for case var v? in values {
  v *= 100
  print("local", v)
}
print(values)

let x = 1
do {
  let x = x + 1
  if case let x = x * 10, x > 15 { print("inner x", x) }
  print("middle x", x)
}
print("outer x", x)

// expect: APP!! a,b no tests idle
// expect: original name unchanged: app
// expect: shifted x 7 y 4
// expect: (x: 3, y: 4)
// expect: local 100
// expect: local 300
// expect: [Optional(1), nil, Optional(3)]
// expect: inner x 20
// expect: middle x 2
// expect: outer x 1
