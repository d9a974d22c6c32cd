/* The order-food task's menu (source order; item 11's name really starts with a space), diet
 * types and course headings, from ../shared/miniwob-spec/order-food-data.json. Data, not code. */
var ORDER_FOOD_DATA = {
  MENU: [
    {"id":0,"name":"Caesar Salad","course":"appetizer","types":["vegan","gluten-free"]},
    {"id":1,"name":"Garlic bread","course":"appetizer","types":["vegan"]},
    {"id":2,"name":"Spinach and goat cheese dip","course":"appetizer","types":["dairy","gluten-free"]},
    {"id":3,"name":"Chicken wings","course":"appetizer","types":["meat"]},
    {"id":4,"name":"Tofu and Vegetable stone pot","course":"entree","types":["vegan","gluten-free"]},
    {"id":5,"name":"Spicy Thai Peanut Chicken","course":"entree","types":["meat","peanuts"]},
    {"id":6,"name":"Grilled Pork Tenderloin","course":"entree","types":["meat","gluten-free"]},
    {"id":7,"name":"Spaghetti and Meatballs","course":"entree","types":["meat"]},
    {"id":8,"name":"Cheese wheel","course":"dessert","types":["dairy","gluten-free"]},
    {"id":9,"name":"Chocolate cake","course":"dessert","types":["dairy"]},
    {"id":10,"name":"Ice cream sundae","course":"dessert","types":["dairy","peanuts","gluten-free"]},
    {"id":11,"name":" Coconut mango tart","course":"dessert","types":["vegan"]}
  ],
  FOOD_TYPES: ["dairy","gluten-free","meat","peanuts","vegan"],
  COURSE_HEADINGS: {"appetizer":"Appetizers","entree":"Entrees","dessert":"Desserts"}
};
