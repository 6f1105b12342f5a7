// Compiler test style: multiple trailing closures with labeled follow-up closures
func request(_ path: String,
             success: (String) -> Void,
             failure: (Int) -> Void,
             finally: () -> Void = { print("default finally") }) {
    if path.hasPrefix("/ok") { success("body of \(path)") } else { failure(404) }
    finally()
}

request("/ok/1") { body in
    print("got", body)
} failure: { code in
    print("failed", code)
}

request("/missing") {
    print("got", $0)
} failure: {
    print("failed", $0)
} finally: {
    print("custom finally")
}

struct Animator {
    func animate(duration: Int, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        print("animating for \(duration)")
        animations()
        completion?(duration > 0)
    }
}
let a = Animator()
a.animate(duration: 2) {
    print("alpha -> 0")
} completion: { done in
    print("done:", done)
}
a.animate(duration: 0) { print("no completion") }
// expect: got body of /ok/1
// expect: default finally
// expect: failed 404
// expect: custom finally
// expect: animating for 2
// expect: alpha -> 0
// expect: done: true
// expect: animating for 0
// expect: no completion
