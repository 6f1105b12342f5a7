// for-in over closed/half-open ranges, stride, reversed
for i in 1...3 {
    print("closed", i)
}
for i in 0..<2 {
    print("half-open", i)
}
for i in (1...3).reversed() {
    print("down", i)
}
for i in stride(from: 0, to: 10, by: 4) {
    print("stride", i)
}
for x in stride(from: 1.0, through: 2.0, by: 0.5) {
    print("dstride", x)
}
var total = 0
for _ in 1...5 { total += 2 }
print(total)

// expect: closed 1
// expect: closed 2
// expect: closed 3
// expect: half-open 0
// expect: half-open 1
// expect: down 3
// expect: down 2
// expect: down 1
// expect: stride 0
// expect: stride 4
// expect: stride 8
// expect: dstride 1.0
// expect: dstride 1.5
// expect: dstride 2.0
// expect: 10
