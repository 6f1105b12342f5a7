// return leaves the function immediately.
func classify(_ n: Int) -> String {
    if n < 0 {
        return "negative"
    }
    if n == 0 {
        return "zero"
    }
    return "positive"
}
func check(_ ok: Bool) {
    if !ok {
        print("not ok")
        return
    }
    print("ok")
}
print(classify(-5))
// expect: negative
print(classify(0))
// expect: zero
print(classify(9))
// expect: positive
check(false)
// expect: not ok
check(true)
// expect: ok
