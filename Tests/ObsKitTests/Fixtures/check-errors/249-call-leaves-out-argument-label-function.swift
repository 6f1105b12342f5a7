// Check error: a call leaves out the argument label the function declares
func greet(name: String, times: Int) {
    for _ in 0..<times {
        print("Hello, \(name)!")
    }
}

greet("Ana", times: 2)
// expect-error: missing argument label 'name:' in call
