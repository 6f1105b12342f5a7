// App code style: a signup form decoder that reports DecodingError context details and custom validation errors
import Foundation

struct Signup: Decodable {
    let email: String
    let age: Int
    let plan: Plan
    enum Plan: String, Decodable { case free, pro }
}

enum ValidationError: Error {
    case tooYoung(Int)
    case badEmail(String)
}

func validate(_ json: String) throws -> Signup {
    let s = try JSONDecoder().decode(Signup.self, from: Data(json.utf8))
    guard s.email.contains("@") else { throw ValidationError.badEmail(s.email) }
    guard s.age >= 13 else { throw ValidationError.tooYoung(s.age) }
    return s
}

let forms = [
    #"{"email":"a@b.co","age":30,"plan":"pro"}"#,
    #"{"age":30,"plan":"pro"}"#,
    #"{"email":"a@b.co","age":"thirty","plan":"free"}"#,
    #"{"email":"nobody","age":40,"plan":"free"}"#,
    #"{"email":"kid@b.co","age":9,"plan":"free"}"#,
    #"{"email":"x@y.z","age":20,"plan":"gold"}"#,
    #"{"email":"x@y.z","age":null,"plan":"free"}"#,
]

for (i, form) in forms.enumerated() {
    do {
        let s = try validate(form)
        print("\(i) ok: \(s.email) on \(s.plan.rawValue)")
    } catch let DecodingError.keyNotFound(key, ctx) {
        print("\(i) missing \(key.stringValue): \(ctx.debugDescription)")
    } catch let DecodingError.typeMismatch(type, ctx) {
        print("\(i) expected \(type) at \(ctx.codingPath.map(\.stringValue))")
    } catch let DecodingError.valueNotFound(type, ctx) {
        print("\(i) null \(type) at \(ctx.codingPath.map(\.stringValue))")
    } catch let DecodingError.dataCorrupted(ctx) {
        print("\(i) corrupted at \(ctx.codingPath.map(\.stringValue))")
    } catch ValidationError.tooYoung(let age) {
        print("\(i) too young: \(age)")
    } catch ValidationError.badEmail(let e) {
        print("\(i) bad email: \(e)")
    } catch {
        print("\(i) other: \(error)")
    }
}
// expect: 0 ok: a@b.co on pro
// expect: 1 missing email: No value associated with key CodingKeys(stringValue: "email", intValue: nil) ("email").
// expect: 2 expected Int at ["age"]
// expect: 3 bad email: nobody
// expect: 4 too young: 9
// expect: 5 corrupted at ["plan"]
// expect: 6 null Int at ["age"]
