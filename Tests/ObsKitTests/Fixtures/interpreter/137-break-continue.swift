// break, continue, labeled loops
for i in 1...10 {
    if i % 2 == 0 { continue }
    if i > 7 { break }
    print("odd", i)
}

outer: for a in 1...3 {
    for b in 1...3 {
        if b == 2 { continue outer }
        if a == 3 { break outer }
        print(a, b)
    }
}

var count = 0
while true {
    count += 1
    if count == 4 { break }
}
print("count", count)

// expect: odd 1
// expect: odd 3
// expect: odd 5
// expect: odd 7
// expect: 1 1
// expect: 2 1
// expect: count 4
