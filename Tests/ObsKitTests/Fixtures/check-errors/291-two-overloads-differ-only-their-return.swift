// Check error: two overloads that differ only in their return type, called with no context
func loadSetting() -> Int {
    return 3
}

func loadSetting() -> String {
    return "three"
}

let setting = loadSetting()
print(setting)
// expect-error: ambiguous use of 'loadSetting()'
