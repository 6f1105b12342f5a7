// &&, || and prefix ! on Bool values.
let t = true
let f = false
print(t && f)
// expect: false
print(t || f)
// expect: true
print(!t)
// expect: false
print(!f && t)
// expect: true
print(f || !t)
// expect: false
print(1 < 2 && 3 > 2)
// expect: true
