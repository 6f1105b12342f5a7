// guard statements with early return, guard let
func parse(_ s: String) -> Int? {
    guard !s.isEmpty else {
        print("empty input")
        return nil
    }
    guard let n = Int(s) else {
        print("not a number: \(s)")
        return nil
    }
    guard n >= 0 else {
        print("negative")
        return nil
    }
    return n * 2
}

for input in ["", "abc", "-4", "21"] {
    if let v = parse(input) {
        print("parsed", v)
    }
}

// expect: empty input
// expect: not a number: abc
// expect: negative
// expect: parsed 42
