// Swift Evolution style (SE-0279 / SE-0286 multiple trailing closures): calls with an unlabeled first trailing closure followed by labelled ones, forward scan matching and defaulted closure parameters
func animate(duration: Double,
             animations: () -> Void,
             completion: ((Bool) -> Void)? = nil) {
    print("animate for \(duration)s")
    animations()
    completion?(true)
}

animate(duration: 0.3) {
    print("  moving")
} completion: { finished in
    print("  finished: \(finished)")
}
animate(duration: 1) {
    print("  fading only")
}

func fetch(_ id: Int,
           onSuccess: (String) -> Void,
           onFailure: (Int) -> Void,
           always: () -> Void = { print("  (default always)") }) {
    if id > 0 { onSuccess("item\(id)") } else { onFailure(id) }
    always()
}

fetch(7) { value in
    print("  got", value)
} onFailure: { code in
    print("  failed", code)
}

fetch(-1) {
    print("  got", $0)
} onFailure: {
    print("  failed", $0)
} always: {
    print("  cleanup")
}

struct Button {
    let title: String
    var action: () -> String
    var longPress: (() -> String)? = nil
}
let plain = Button(title: "Tap") { "tapped" }
let rich = Button(title: "Hold") {
    "tapped rich"
} longPress: {
    "held rich"
}
for b in [plain, rich] {
    print(b.title, b.action(), b.longPress?() ?? "no long press")
}

func when(_ flag: Bool, then: () -> String, else otherwise: () -> String) -> String {
    flag ? then() : otherwise()
}
print(when(true) { "yes" } else: { "no" })
print(when(false) { "yes" } else: { "no" })

func transform(_ values: [Int], filter: (Int) -> Bool = { _ in true }, map: (Int) -> Int) -> [Int] {
    values.filter(filter).map(map)
}
print(transform([1, 2, 3, 4]) { $0 * 10 })
print(transform([1, 2, 3, 4]) { $0 % 2 == 0 } map: { $0 + 100 })

let pairs = zip(["a", "b"], [1, 2]).map { letter, number in
    "\(letter)\(number)"
}
print(pairs)

// expect: animate for 0.3s
// expect:   moving
// expect:   finished: true
// expect: animate for 1.0s
// expect:   fading only
// expect:   got item7
// expect:   (default always)
// expect:   failed -1
// expect:   cleanup
// expect: Tap tapped no long press
// expect: Hold tapped rich held rich
// expect: yes
// expect: no
// expect: [10, 20, 30, 40]
// expect: [102, 104]
// expect: ["a1", "b2"]
