// Swift book style (Error Handling): throwing functions, do-catch patterns, try?, defer and typed throws
enum TicketError: Error {
  case unknownShow
  case soldOut
  case insufficientFunds(missing: Int)
}

struct Show {
  let price: Int
  var seats: Int
}

class BoxOffice {
  var shows = ["Hamlet": Show(price: 40, seats: 2), "Cats": Show(price: 25, seats: 0), "Rent": Show(price: 30, seats: 5)]
  var wallet = 0
  func buy(_ title: String) throws -> String {
    guard var show = shows[title] else { throw TicketError.unknownShow }
    guard show.seats > 0 else { throw TicketError.soldOut }
    guard show.price <= wallet else {
      throw TicketError.insufficientFunds(missing: show.price - wallet)
    }
    wallet -= show.price
    show.seats -= 1
    shows[title] = show
    return "ticket for \(title)"
  }
}

let favorites = ["Ines": "Hamlet", "Oscar": "Cats", "Pia": "Opera", "Raj": "Rent"]
func buyFavorite(person: String, office: BoxOffice) throws -> String {
  let title = favorites[person] ?? "Hamlet"
  return try office.buy(title)
}

let office = BoxOffice()
office.wallet = 50
for person in ["Ines", "Oscar", "Pia", "Raj", "Ines"] {
  do {
    let t = try buyFavorite(person: person, office: office)
    print("\(person) bought a \(t); wallet now \(office.wallet)")
  } catch TicketError.unknownShow {
    print("\(person): no such show")
  } catch TicketError.soldOut {
    print("\(person): sold out")
  } catch TicketError.insufficientFunds(let missing) {
    print("\(person): please add \(missing) more")
  } catch {
    print("unexpected: \(error)")
  }
}

func quietly(_ title: String) -> String? { try? office.buy(title) }
office.wallet = 100
print(quietly("Rent") ?? "failed", quietly("Cats") ?? "failed")

enum ParseFailure: Error { case badDigit(Character) }
func digits(_ s: String) throws(ParseFailure) -> [Int] {
  var out: [Int] = []
  for ch in s {
    guard let d = ch.wholeNumberValue else { throw .badDigit(ch) }
    out.append(d)
  }
  return out
}
do {
  print(try digits("2024"))
  print(try digits("20x4"))
} catch {
  switch error {
  case .badDigit(let c): print("bad digit '\(c)'")
  }
}

func process(_ steps: [String]) throws {
  print("open")
  defer { print("close") }
  for s in steps {
    if s == "fail" { throw TicketError.soldOut }
    print("step \(s)")
  }
}
do { try process(["a", "b"]) } catch { print("error", error) }
do { try process(["a", "fail", "c"]) } catch { print("error", error) }
let forced = try! digits("7")
print(forced)
// expect: Ines bought a ticket for Hamlet; wallet now 10
// expect: Oscar: sold out
// expect: Pia: no such show
// expect: Raj: please add 20 more
// expect: Ines: please add 30 more
// expect: ticket for Rent failed
// expect: [2, 0, 2, 4]
// expect: bad digit 'x'
// expect: open
// expect: step a
// expect: step b
// expect: close
// expect: open
// expect: step a
// expect: close
// expect: error soldOut
// expect: [7]
