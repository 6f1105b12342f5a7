// Multiple trailing closures with labels
func load(_ id: Int, success: (String) -> Void, failure: (String) -> Void, done: () -> Void) {
    if id > 0 {
        success("item \(id)")
    } else {
        failure("bad id \(id)")
    }
    done()
}

load(3) { value in
    print("got", value)
} failure: { msg in
    print("error", msg)
} done: {
    print("done")
}

load(-1) {
    print("got", $0)
} failure: {
    print("error", $0)
} done: {
    print("done again")
}

// expect: got item 3
// expect: done
// expect: error bad id -1
// expect: done again
