// Kodeco style (dependency injection): a tiny container registering factories by type, singletons and protocol resolution
protocol Greeter { func greet(_ name: String) -> String }
protocol Translator { func translate(_ word: String) -> String }

struct EnglishGreeter: Greeter {
    func greet(_ name: String) -> String { "Hello, \(name)" }
}

final class DictionaryTranslator: Translator {
    static var instances = 0
    private let words: [String: String]
    init(words: [String: String]) { self.words = words; DictionaryTranslator.instances += 1 }
    func translate(_ word: String) -> String { words[word.lowercased()] ?? word }
}

struct TranslatingGreeter: Greeter {
    let base: Greeter
    let translator: Translator
    func greet(_ name: String) -> String {
        base.greet(name).split(separator: " ").map { translator.translate(String($0)) }.joined(separator: " ")
    }
}

final class Container {
    private var factories: [String: (Container) -> Any] = [:]
    private var singletons: [String: Any] = [:]
    private var singletonKeys: Set<String> = []

    private func key<T>(_ type: T.Type) -> String { String(describing: type) }

    func register<T>(_ type: T.Type, singleton: Bool = false, factory: @escaping (Container) -> T) {
        factories[key(type)] = factory
        if singleton { singletonKeys.insert(key(type)) }
    }

    func resolve<T>(_ type: T.Type = T.self) -> T? {
        let k = key(type)
        if let existing = singletons[k] as? T { return existing }
        guard let made = factories[k]?(self) as? T else { return nil }
        if singletonKeys.contains(k) { singletons[k] = made }
        return made
    }

    var registered: [String] { factories.keys.sorted() }
}

let container = Container()
container.register(Translator.self, singleton: true) { _ in
    DictionaryTranslator(words: ["hello,": "Hola,", "bye": "Adiós"])
}
container.register(Greeter.self) { c in
    TranslatingGreeter(base: EnglishGreeter(), translator: c.resolve()!)
}

let greeter: Greeter? = container.resolve()
print(greeter?.greet("Lucía") ?? "no greeter")
print(container.resolve(Greeter.self)?.greet("Tom") ?? "-")
print(container.resolve(Translator.self)?.translate("bye") ?? "-")
print("translators made:", DictionaryTranslator.instances)
print(container.resolve(Int.self) as Any)
print(container.registered)
let t1 = container.resolve(Translator.self) as AnyObject?
let t2 = container.resolve(Translator.self) as AnyObject?
print(t1 === t2)

// expect: Hola, Lucía
// expect: Hola, Tom
// expect: Adiós
// expect: translators made: 1
// expect: nil
// expect: ["Greeter", "Translator"]
// expect: true
