// Check error: two overloads differ only in return type and the call gives no type context
func makeDefault() -> Int {
    return 0
}

func makeDefault() -> String {
    return ""
}

let value = makeDefault()
print(value)
// expect-error: ambiguous use of 'makeDefault()'
