// Swift book style: AnyObject arrays with forced downcasts and identity checks
class Movie {
    let name: String
    let year: Int
    init(name: String, year: Int) { self.name = name; self.year = year }
}
class Book {
    let title: String
    init(title: String) { self.title = title }
}

let someObjects: [AnyObject] = [
    Movie(name: "2001: A Space Odyssey", year: 1968),
    Movie(name: "Moon", year: 2009),
    Movie(name: "Alien", year: 1979)
]
for object in someObjects {
    let movie = object as! Movie
    print("Movie: \(movie.name), \(movie.year)")
}
for movie in someObjects as! [Movie] {
    print(movie.name.count)
}

let mixed: [AnyObject] = [Book(title: "Dune"), someObjects[1], Book(title: "Emma")]
let books = mixed.compactMap { $0 as? Book }
print(books.map { $0.title })
print(mixed[1] === someObjects[1], mixed[0] === mixed[2])
print(mixed.filter { $0 is Movie }.count)
let ids = Set(mixed.map { ObjectIdentifier($0) })
print(ids.count)
let newest = (someObjects as! [Movie]).max { $0.year < $1.year }!
print(newest.name, type(of: newest))
let anyList: [Any] = someObjects
print(anyList.count, anyList[0] is AnyObject, anyList[2] is Book)
// expect: Movie: 2001: A Space Odyssey, 1968
// expect: Movie: Moon, 2009
// expect: Movie: Alien, 1979
// expect: 21
// expect: 4
// expect: 5
// expect: ["Dune", "Emma"]
// expect: true false
// expect: 1
// expect: 3
// expect: Moon Movie
// expect: 3 true false
