// Compiler test style: wrapping compound assignment operators &+=, &-=, &*=, &<<=, &>>=
var a: UInt8 = 250
a &+= 10
print(a)
a &-= 20
print(a)
a &*= 3
print(a)
var b: Int8 = 1
b &<<= 7
print(b)
b &>>= 9
print(b)
var h: UInt32 = 2166136261
for byte in "abc".utf8 {
    h ^= UInt32(byte)
    h &*= 16777619
}
print(h)
var x: UInt64 = 88172645463325252
for _ in 0..<3 {
    x ^= x &<< 13
    x ^= x &>> 7
    x ^= x &<< 17
    print(x)
}
var s: Int16 = .max
s &+= 1
print(s, s &- 1)

// expect: 4
// expect: 240
// expect: 208
// expect: -128
// expect: -64
// expect: 440920331
// expect: 8748534153485358512
// expect: 3040900993826735515
// expect: 3453997556048239312
// expect: -32768 32767
