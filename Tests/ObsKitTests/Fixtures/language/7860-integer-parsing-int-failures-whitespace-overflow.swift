// Blog style (integer parsing): Int(_:) failures, whitespace and overflow when reading numbers
let inputs = ["42", "-17", "+8", " 5", "3.0", "", "9223372036854775807", "9223372036854775808", "0x1F", "007"]
for s in inputs {
    if let n = Int(s) {
        print("'\(s)' -> \(n)")
    } else {
        print("'\(s)' -> invalid")
    }
}
print(UInt8("255") as Any, UInt8("256") as Any, UInt8("-1") as Any)
print(Int8("-128") as Any, Int8("-129") as Any)
print(Double("3.25") as Any, Double("1e3") as Any, Double("nan")?.isNaN as Any)
print(Double("inf") as Any, Double("-infinity") as Any, Double("abc") as Any)
print(Float("0.1") as Any)
print(Double("0x1p-2") as Any)
let csv = "10,20,x,40"
let nums = csv.split(separator: ",").compactMap { Int($0) }
print(nums, nums.reduce(0, +))
// expect: '42' -> 42
// expect: '-17' -> -17
// expect: '+8' -> 8
// expect: ' 5' -> invalid
// expect: '3.0' -> invalid
// expect: '' -> invalid
// expect: '9223372036854775807' -> 9223372036854775807
// expect: '9223372036854775808' -> invalid
// expect: '0x1F' -> invalid
// expect: '007' -> 7
// expect: Optional(255) nil nil
// expect: Optional(-128) nil
// expect: Optional(3.25) Optional(1000.0) Optional(true)
// expect: Optional(inf) Optional(-inf) nil
// expect: Optional(0.1)
// expect: Optional(0.25)
// expect: [10, 20, 40] 70
