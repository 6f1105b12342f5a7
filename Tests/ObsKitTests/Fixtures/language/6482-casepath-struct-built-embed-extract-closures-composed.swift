// Point-Free style (case paths): a CasePath struct built from embed/extract closures, composed with appending and used to modify enum payloads
struct CasePath<Root, Value> {
    let embed: (Value) -> Root
    let extract: (Root) -> Value?

    func appending<Next>(path: CasePath<Value, Next>) -> CasePath<Root, Next> {
        CasePath<Root, Next>(
            embed: { self.embed(path.embed($0)) },
            extract: { self.extract($0).flatMap(path.extract) }
        )
    }

    func modify(_ root: inout Root, _ body: (inout Value) -> Void) -> Bool {
        guard var value = extract(root) else { return false }
        body(&value)
        root = embed(value)
        return true
    }
}

extension CasePath where Root == Value {
    static var identity: CasePath { CasePath(embed: { $0 }, extract: { $0 }) }
}

enum Loading<T> {
    case idle
    case loading(progress: Double)
    case loaded(T)
    case failed(String)
}

enum Screen {
    case home
    case profile(Loading<String>)
}

extension Loading {
    static var loadedPath: CasePath<Loading, T> {
        CasePath(embed: Loading.loaded, extract: { if case .loaded(let v) = $0 { return v } else { return nil } })
    }
    static var progressPath: CasePath<Loading, Double> {
        CasePath(embed: { .loading(progress: $0) }, extract: { if case .loading(let p) = $0 { return p } else { return nil } })
    }
}

let profilePath = CasePath<Screen, Loading<String>>(
    embed: Screen.profile,
    extract: { if case .profile(let l) = $0 { return l } else { return nil } }
)
let profileName = profilePath.appending(path: Loading<String>.loadedPath)

var screen = Screen.profile(.loaded("ada"))
print(profileName.extract(screen) ?? "none")
print(profileName.modify(&screen) { $0 = $0.uppercased() }, profileName.extract(screen)!)
screen = .home
print(profileName.extract(screen) ?? "none", profileName.modify(&screen) { $0 += "!" })

var states: [Loading<Int>] = [.idle, .loading(progress: 0.25), .loaded(3), .failed("timeout"), .loading(progress: 0.5)]
let progresses = states.compactMap(Loading<Int>.progressPath.extract)
print(progresses)
for i in states.indices {
    _ = Loading<Int>.progressPath.modify(&states[i]) { $0 = min(1, $0 * 3) }
}
print(states.compactMap(Loading<Int>.progressPath.extract), states.compactMap(Loading<Int>.loadedPath.extract))
let built = profileName.embed("grace")
if case .profile(.loaded(let who)) = built { print("embedded", who) }
print(CasePath<Int, Int>.identity.extract(5)!)

// expect: ada
// expect: true ADA
// expect: none false
// expect: [0.25, 0.5]
// expect: [0.75, 1.0] [3]
// expect: embedded grace
// expect: 5
