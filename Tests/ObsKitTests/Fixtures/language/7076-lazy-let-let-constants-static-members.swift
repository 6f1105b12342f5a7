// Blog style (lazy/let): let constants and static members alongside observed vars
import Observation

@Observable
final class Config {
    static var created = 0
    static let defaultPort = 8080

    let name: String
    var port: Int = Config.defaultPort
    var verbose = false

    init(name: String) {
        self.name = name
        Config.created += 1
    }
}

let dev = Config(name: "dev")
let prod = Config(name: "prod")
prod.port = 443
print(Config.created, dev.port, prod.port)

withObservationTracking {
    print("\(dev.name): verbose=\(dev.verbose)")
} onChange: {
    print("dev verbose flipping")
}
prod.verbose = true
print("prod toggled, dev untouched")
dev.verbose = true
dev.verbose = false
print([dev, prod].map { "\($0.name):\($0.port):\($0.verbose)" }.joined(separator: " "))
// expect: 2 8080 443
// expect: dev: verbose=false
// expect: prod toggled, dev untouched
// expect: dev verbose flipping
// expect: dev:8080:false prod:443:true
