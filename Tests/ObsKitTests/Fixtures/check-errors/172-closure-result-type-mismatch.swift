// Check error: a closure stored with an explicit type returns the wrong type
let describe: (Int) -> String = { value in
    value * 2
}
print(describe(4))
// expect-error: cannot convert value of type 'Int' to closure result type 'String'
