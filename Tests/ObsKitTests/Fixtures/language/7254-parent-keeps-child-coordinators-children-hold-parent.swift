// App architecture style (child coordinators): a parent keeps child coordinators, children hold their parent weakly and are removed on finish
class Coordinator {
    let name: String
    weak var parent: Coordinator?
    private(set) var children: [Coordinator] = []
    var onFinish: ((Coordinator) -> Void)?

    init(name: String) { self.name = name; print("+ \(name)") }
    deinit { print("- \(name)") }

    func start() { print("start \(name)") }
    func add(_ child: Coordinator) {
        child.parent = self
        child.onFinish = { [unowned self] finished in self.remove(finished) }
        children.append(child)
        child.start()
    }
    func remove(_ child: Coordinator) {
        children.removeAll { $0 === child }
    }
    func finish() {
        print("finish \(name)")
        onFinish?(self)
    }
    var tree: String {
        children.isEmpty ? name : "\(name)(\(children.map(\.tree).joined(separator: " ")))"
    }
}

final class LoginCoordinator: Coordinator {
    var attempts = 0
    func submit(password: String) {
        attempts += 1
        if password == "letmein" { finish() } else { print("  wrong password, attempt \(attempts)") }
    }
}

final class AppCoordinator: Coordinator {
    func showLogin() -> LoginCoordinator {
        let login = LoginCoordinator(name: "login")
        add(login)
        return login
    }
    func showMain() {
        let main = Coordinator(name: "main")
        add(main)
        main.add(Coordinator(name: "feed"))
        main.add(Coordinator(name: "profile"))
    }
}

let app = AppCoordinator(name: "app")
app.start()
do {
    let login = app.showLogin()
    print(app.tree)
    login.submit(password: "1234")
    login.submit(password: "letmein")
    print("login parent still set:", login.parent != nil)
}
print(app.tree)
app.showMain()
print(app.tree)
if let profile = app.children.first?.children.last {
    profile.finish()
}
print(app.tree)
app.children.first?.finish()
print(app.tree)
print("done")

// expect: + app
// expect: start app
// expect: + login
// expect: start login
// expect: app(login)
// expect:   wrong password, attempt 1
// expect: finish login
// expect: login parent still set: true
// expect: - login
// expect: app
// expect: + main
// expect: start main
// expect: + feed
// expect: start feed
// expect: + profile
// expect: start profile
// expect: app(main(feed profile))
// expect: finish profile
// expect: - profile
// expect: app(main(feed))
// expect: finish main
// expect: - main
// expect: - feed
// expect: app
// expect: done
