class Square:
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side * self.side

class Rectangle:
    def __init__(self, width, height):
        self.width = width
        self.height = height

    def area(self):
        return self.width * self.height

class Circle:
    def __init__(self, radius):
        self.radius = radius

    def area(self):
        return 3 * self.radius * self.radius

shapes = [Square(3), Rectangle(2, 5), Circle(2)]
total = 0
for index in range(300_000):
    total += shapes[index % 3].area()
print(total)
