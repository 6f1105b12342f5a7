// Compiler test style (test/Interpreter/break_continue.swift): labeled break/continue through nested loops and switches
func test1() {
  print("test1")
  var i = 0
  while true {
    if i > 2 { break }
    print(i)
    i += 1
    continue
  }
}

func test2() {
  print("test2")
  outer: for i in 0..<4 {
    for j in 0..<4 {
      if j > i { continue outer }
      if i == 3 { break outer }
      print(i, j)
    }
  }
}

func test3() {
  print("test3")
  for n in 0..<6 {
    switch n {
    case 1:
      break
    case 2:
      continue
    case 4:
      print("four, falls")
      fallthrough
    case 5:
      print("five-ish \(n)")
    default:
      print("default \(n)")
    }
    print("after switch \(n)")
  }
}

func test4() -> Int {
  print("test4")
  var total = 0
  loop: while total < 100 {
    total += 7
    switch total % 3 {
    case 0:
      print("multiple of 3: \(total)")
      continue loop
    case 1 where total > 40:
      print("stop at \(total)")
      break loop
    default:
      break
    }
    print("visit \(total)")
  }
  return total
}

func test5() {
  print("test5")
  var k = 0
  repeat {
    k += 1
    if k % 2 == 0 { continue }
    print("odd \(k)")
  } while k < 7
  print("k ended at \(k)")
}

func test6() {
  print("test6")
  let grid = [[1, 2, 3], [4, -5, 6], [7, 8, 9]]
  var found: (Int, Int)? = nil
  search: for (r, row) in grid.enumerated() {
    for (c, v) in row.enumerated() where v < 0 {
      found = (r, c)
      break search
    }
  }
  if let (r, c) = found { print("negative at \(r),\(c)") }
}

func test7() {
  print("test7")
  block: do {
    print("in block")
    if [1, 2].count == 2 { break block }
    print("not printed")
  }
  print("after block")
  labeledIf: if true {
    print("in if")
    break labeledIf
  }
  print("after if")
}

func test8() {
  print("test8")
  for i in stride(from: 10, to: 0, by: -3) {
    guard i != 7 else { continue }
    print(i)
  }
}

test1()
test2()
test3()
print(test4())
test5()
test6()
test7()
test8()

// expect: test1
// expect: 0
// expect: 1
// expect: 2
// expect: test2
// expect: 0 0
// expect: 1 0
// expect: 1 1
// expect: 2 0
// expect: 2 1
// expect: 2 2
// expect: test3
// expect: default 0
// expect: after switch 0
// expect: after switch 1
// expect: default 3
// expect: after switch 3
// expect: four, falls
// expect: five-ish 4
// expect: after switch 4
// expect: five-ish 5
// expect: after switch 5
// expect: test4
// expect: visit 7
// expect: visit 14
// expect: multiple of 3: 21
// expect: visit 28
// expect: visit 35
// expect: multiple of 3: 42
// expect: stop at 49
// expect: 49
// expect: test5
// expect: odd 1
// expect: odd 3
// expect: odd 5
// expect: odd 7
// expect: k ended at 7
// expect: test6
// expect: negative at 1,1
// expect: test7
// expect: in block
// expect: after block
// expect: in if
// expect: after if
// expect: test8
// expect: 10
// expect: 4
// expect: 1
